#include "CImageCodecs.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>

/* libjpeg reports a fatal error by calling error_exit, which must not return; the decoder jumps
   back here instead of letting the library call exit(). */
typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf escape;
    int data_ended_early;
} ci_jpeg_errors;

static void ci_jpeg_error_exit(j_common_ptr info) {
    ci_jpeg_errors *errors = (ci_jpeg_errors *)info->err;
    longjmp(errors->escape, 1);
}

/* Warnings would go to stderr, under the drawn screen; a cut-short file is remembered instead. */
static void ci_jpeg_emit_message(j_common_ptr info, int level) {
    ci_jpeg_errors *errors = (ci_jpeg_errors *)info->err;
    if (level < 0 && errors->base.msg_code == JWRN_JPEG_EOF) {
        errors->data_ended_early = 1;
    }
}

static void ci_jpeg_output_message(j_common_ptr info) { (void)info; }

static void ci_copy_message(char *message, size_t capacity, const char *text) {
    if (message == NULL || capacity == 0) return;
    snprintf(message, capacity, "%s", text);
}

static int ci_scale_denominator(JDIMENSION width, JDIMENSION height, int wanted_width, int wanted_height) {
    if (wanted_width <= 0 || wanted_height <= 0) return 1;
    int denominator = 8;
    while (denominator > 1 &&
           ((int)(width / denominator) < wanted_width || (int)(height / denominator) < wanted_height)) {
        denominator /= 2;
    }
    return denominator;
}

ci_result ci_decode_jpeg(const unsigned char *data, size_t length, uint64_t max_pixels, int wanted_width,
                         int wanted_height, ci_image *image, char *message, size_t message_capacity) {
    struct jpeg_decompress_struct info;
    ci_jpeg_errors errors;
    /* volatile: read after longjmp. */
    unsigned char *volatile pixels = NULL;
    volatile ci_result result = CI_DAMAGED;

    memset(image, 0, sizeof(*image));
    memset(&info, 0, sizeof(info));
    info.err = jpeg_std_error(&errors.base);
    errors.base.error_exit = ci_jpeg_error_exit;
    errors.base.emit_message = ci_jpeg_emit_message;
    errors.base.output_message = ci_jpeg_output_message;
    errors.data_ended_early = 0;

    if (setjmp(errors.escape)) {
        char text[JMSG_LENGTH_MAX];
        errors.base.format_message((j_common_ptr)&info, text);
        ci_copy_message(message, message_capacity, text);
        jpeg_destroy_decompress(&info);
        free(pixels);
        return result;
    }

    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    if ((uint64_t)info.image_width * (uint64_t)info.image_height > max_pixels) {
        char text[96];
        snprintf(text, sizeof(text), "%ux%u is over the size allowed", info.image_width, info.image_height);
        ci_copy_message(message, message_capacity, text);
        jpeg_destroy_decompress(&info);
        return CI_TOO_LARGE;
    }
    info.out_color_space = JCS_RGB;
    info.scale_num = 1;
    info.scale_denom = (unsigned int)ci_scale_denominator(info.image_width, info.image_height, wanted_width, wanted_height);
    info.dct_method = JDCT_IFAST;
    jpeg_start_decompress(&info);

    size_t stride = (size_t)info.output_width * 3;
    pixels = malloc(stride * info.output_height);
    if (pixels == NULL) {
        result = CI_NO_MEMORY;
        ci_copy_message(message, message_capacity, "out of memory");
        jpeg_destroy_decompress(&info);
        return CI_NO_MEMORY;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
        if (errors.data_ended_early) break;
    }
    if (errors.data_ended_early) {
        ci_copy_message(message, message_capacity, "the file ends before the picture does");
        jpeg_destroy_decompress(&info);
        free(pixels);
        return CI_DAMAGED;
    }
    jpeg_finish_decompress(&info);
    image->width = (int)info.output_width;
    image->height = (int)info.output_height;
    image->pixels = pixels;
    jpeg_destroy_decompress(&info);
    return CI_OK;
}

void ci_free_image(ci_image *image) {
    free(image->pixels);
    image->pixels = NULL;
}
