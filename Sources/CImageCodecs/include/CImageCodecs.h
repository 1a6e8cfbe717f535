#ifndef CIMAGECODECS_H
#define CIMAGECODECS_H

#include <stddef.h>
#include <stdint.h>

/* A decoded picture: 8-bit RGB rows, top to bottom, freed with ci_free_image. */
typedef struct {
    int width;
    int height;
    unsigned char *pixels;
} ci_image;

typedef enum {
    CI_OK = 0,
    /* The data is not a picture of this kind, or is damaged or cut short. */
    CI_DAMAGED = 1,
    /* The declared width times height is over the caller's cap. */
    CI_TOO_LARGE = 2,
    /* Memory ran out. */
    CI_NO_MEMORY = 3
} ci_result;

/* Decodes a JPEG (baseline or progressive, colour or grayscale), at the smallest of libjpeg's
   scales (1/1, 1/2, 1/4, 1/8) that still gives at least `wanted_width` x `wanted_height` pixels;
   0 for either means full size. Refuses pictures whose declared size is over `max_pixels` before
   any pixel is decoded. Nothing is printed: libjpeg's messages are swallowed, its fatal errors
   end in a return code rather than exit(). */
ci_result ci_decode_jpeg(const unsigned char *data, size_t length, uint64_t max_pixels, int wanted_width,
                         int wanted_height, ci_image *image, char *message, size_t message_capacity);

/* Decodes a PNG of any colour type and depth, alpha composed over `background` (0xRRGGBB). */
ci_result ci_decode_png(const unsigned char *data, size_t length, uint64_t max_pixels, uint32_t background,
                        ci_image *image, char *message, size_t message_capacity);

/* Decodes a still WebP (lossy or lossless), alpha composed over `background` (0xRRGGBB). */
ci_result ci_decode_webp(const unsigned char *data, size_t length, uint64_t max_pixels, uint32_t background,
                         ci_image *image, char *message, size_t message_capacity);

/* Decodes the first frame of a GIF on its logical screen, what it leaves uncovered and its
   transparent pixels in `background` (0xRRGGBB). */
ci_result ci_decode_gif(const unsigned char *data, size_t length, uint64_t max_pixels, uint32_t background,
                        ci_image *image, char *message, size_t message_capacity);

void ci_free_image(ci_image *image);

/* Bytes an encoder made, freed with ci_free_buffer. */
typedef struct {
    unsigned char *bytes;
    size_t length;
} ci_buffer;

/* A zlib stream (RFC 1950) of `length` bytes deflated at `level` (1 fastest, 12 smallest), by libdeflate. */
ci_result ci_deflate(const unsigned char *data, size_t length, int level, ci_buffer *output);

/* zlib's inflate of data made by ci_deflate, which must come to at most `expected_length` bytes. */
ci_result ci_inflate(const unsigned char *data, size_t length, size_t expected_length, ci_buffer *output);

/* A PNG of 8-bit RGB rows, written for speed rather than size. */
ci_result ci_encode_png(const unsigned char *pixels, int width, int height, ci_buffer *output);

void ci_free_buffer(ci_buffer *buffer);

#endif
