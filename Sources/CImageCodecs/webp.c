#include "CImageCodecs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <webp/decode.h>

/* Still WebP, lossy or lossless; of an animated one, libwebp's simple API gives no frame and the
   picture is reported damaged. */
ci_result ci_decode_webp(const unsigned char *data, size_t length, uint64_t max_pixels, uint32_t background,
                         ci_image *image, char *message, size_t message_capacity) {
    memset(image, 0, sizeof(*image));
    int width = 0;
    int height = 0;
    if (!WebPGetInfo(data, length, &width, &height) || width <= 0 || height <= 0) {
        snprintf(message, message_capacity, "not a WebP picture libwebp can read");
        return CI_DAMAGED;
    }
    if ((uint64_t)width * (uint64_t)height > max_pixels) {
        snprintf(message, message_capacity, "%dx%d is over the size allowed", width, height);
        return CI_TOO_LARGE;
    }
    uint8_t *rgba = WebPDecodeRGBA(data, length, &width, &height);
    if (rgba == NULL) {
        snprintf(message, message_capacity, "the WebP picture is damaged");
        return CI_DAMAGED;
    }
    size_t count = (size_t)width * (size_t)height;
    unsigned char *pixels = malloc(count * 3);
    if (pixels == NULL) {
        WebPFree(rgba);
        snprintf(message, message_capacity, "out of memory");
        return CI_NO_MEMORY;
    }
    const unsigned under[3] = {(background >> 16) & 0xFF, (background >> 8) & 0xFF, background & 0xFF};
    for (size_t pixel = 0; pixel < count; pixel++) {
        unsigned alpha = rgba[pixel * 4 + 3];
        for (int channel = 0; channel < 3; channel++) {
            unsigned value = rgba[pixel * 4 + channel];
            pixels[pixel * 3 + channel] = (unsigned char)((value * alpha + under[channel] * (255 - alpha) + 127) / 255);
        }
    }
    WebPFree(rgba);
    image->width = width;
    image->height = height;
    image->pixels = pixels;
    return CI_OK;
}
