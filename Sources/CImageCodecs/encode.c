#include "CImageCodecs.h"

#include <stdlib.h>
#include <string.h>

#include <libdeflate.h>
#include <png.h>
#include <zlib.h>

/* libdeflate rather than zlib: the same zlib stream about twice as fast at the fast levels, which
   is most of what sending a photo to kitty costs. */
ci_result ci_deflate(const unsigned char *data, size_t length, int level, ci_buffer *output) {
    memset(output, 0, sizeof(*output));
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);
    if (compressor == NULL) return CI_NO_MEMORY;
    size_t capacity = libdeflate_zlib_compress_bound(compressor, length);
    unsigned char *bytes = malloc(capacity);
    if (bytes == NULL) {
        libdeflate_free_compressor(compressor);
        return CI_NO_MEMORY;
    }
    size_t written = libdeflate_zlib_compress(compressor, data, length, bytes, capacity);
    libdeflate_free_compressor(compressor);
    if (written == 0) {
        free(bytes);
        return CI_NO_MEMORY;
    }
    output->bytes = bytes;
    output->length = written;
    return CI_OK;
}

/* libpng's simplified writer: no longjmp to catch, and its fast flag trades size for speed, which
   suits a picture that is sent once over a local terminal and thrown away. */
ci_result ci_encode_png(const unsigned char *pixels, int width, int height, ci_buffer *output) {
    memset(output, 0, sizeof(*output));
    png_image png;
    memset(&png, 0, sizeof(png));
    png.version = PNG_IMAGE_VERSION;
    png.width = (png_uint_32)width;
    png.height = (png_uint_32)height;
    png.format = PNG_FORMAT_RGB;
    png.flags = PNG_IMAGE_FLAG_FAST;
    png_alloc_size_t size = 0;
    if (!png_image_write_to_memory(&png, NULL, &size, 0, pixels, 0, NULL)) {
        png_image_free(&png);
        return CI_DAMAGED;
    }
    unsigned char *bytes = malloc(size);
    if (bytes == NULL) return CI_NO_MEMORY;
    if (!png_image_write_to_memory(&png, bytes, &size, 0, pixels, 0, NULL)) {
        png_image_free(&png);
        free(bytes);
        return CI_DAMAGED;
    }
    output->bytes = bytes;
    output->length = size;
    return CI_OK;
}

void ci_free_buffer(ci_buffer *buffer) {
    free(buffer->bytes);
    buffer->bytes = NULL;
    buffer->length = 0;
}

ci_result ci_inflate(const unsigned char *data, size_t length, size_t expected_length, ci_buffer *output) {
    memset(output, 0, sizeof(*output));
    unsigned char *bytes = malloc(expected_length > 0 ? expected_length : 1);
    if (bytes == NULL) return CI_NO_MEMORY;
    uLongf size = (uLongf)expected_length;
    if (uncompress(bytes, &size, data, (uLong)length) != Z_OK) {
        free(bytes);
        return CI_DAMAGED;
    }
    output->bytes = bytes;
    output->length = size;
    return CI_OK;
}
