#include "CImageCodecs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <png.h>

/* libpng's simplified API reports errors through the image's message, not longjmp. */
ci_result ci_decode_png(const unsigned char *data, size_t length, uint64_t max_pixels, uint32_t background,
                        ci_image *image, char *message, size_t message_capacity) {
    png_image png;
    memset(image, 0, sizeof(*image));
    memset(&png, 0, sizeof(png));
    png.version = PNG_IMAGE_VERSION;

    if (!png_image_begin_read_from_memory(&png, data, length)) {
        snprintf(message, message_capacity, "%s", png.message);
        png_image_free(&png);
        return CI_DAMAGED;
    }
    if ((uint64_t)png.width * (uint64_t)png.height > max_pixels) {
        snprintf(message, message_capacity, "%ux%u is over the size allowed", png.width, png.height);
        png_image_free(&png);
        return CI_TOO_LARGE;
    }
    png.format = PNG_FORMAT_RGB;
    size_t size = PNG_IMAGE_SIZE(png);
    unsigned char *pixels = malloc(size);
    if (pixels == NULL) {
        snprintf(message, message_capacity, "out of memory");
        png_image_free(&png);
        return CI_NO_MEMORY;
    }
    png_color under = {(png_byte)(background >> 16), (png_byte)(background >> 8), (png_byte)background};
    if (!png_image_finish_read(&png, &under, pixels, 0, NULL)) {
        snprintf(message, message_capacity, "%s", png.message);
        png_image_free(&png);
        free(pixels);
        return CI_DAMAGED;
    }
    image->width = (int)png.width;
    image->height = (int)png.height;
    image->pixels = pixels;
    return CI_OK;
}
