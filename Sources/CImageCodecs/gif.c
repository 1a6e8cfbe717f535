#include "CImageCodecs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gif_lib.h>

typedef struct {
    const unsigned char *data;
    size_t length;
    size_t offset;
} gif_source;

static int read_from_memory(GifFileType *gif, GifByteType *buffer, int wanted) {
    gif_source *source = gif->UserData;
    size_t left = source->length - source->offset;
    size_t count = (size_t)wanted < left ? (size_t)wanted : left;
    memcpy(buffer, source->data + source->offset, count);
    source->offset += count;
    return (int)count;
}

/* The transparent colour index a Graphics Control Extension gives, or -1. */
static int transparent_index(const GifByteType *extension) {
    /* extension[0] is the block's length (4); bit 0 of the packed byte flags transparency. */
    if (extension[0] >= 4 && (extension[1] & 0x01)) return extension[4];
    return -1;
}

static ci_result fail(GifFileType *gif, unsigned char *canvas, GifByteType *line, ci_result result, const char *text,
                      char *message, size_t message_capacity) {
    int error = 0;
    snprintf(message, message_capacity, "%s", text);
    free(canvas);
    free(line);
    if (gif != NULL) DGifCloseFile(gif, &error);
    return result;
}

/* The first frame of a GIF, still or animated, on its logical screen: the screen's size, the
   frame at its place, what it leaves uncovered and its transparent pixels in `background`. */
ci_result ci_decode_gif(const unsigned char *data, size_t length, uint64_t max_pixels, uint32_t background,
                        ci_image *image, char *message, size_t message_capacity) {
    memset(image, 0, sizeof(*image));
    gif_source source = {data, length, 0};
    int error = 0;
    GifFileType *gif = DGifOpen(&source, read_from_memory, &error);
    if (gif == NULL) return fail(NULL, NULL, NULL, CI_DAMAGED, GifErrorString(error), message, message_capacity);
    int width = gif->SWidth;
    int height = gif->SHeight;
    if (width <= 0 || height <= 0) return fail(gif, NULL, NULL, CI_DAMAGED, "the GIF has no size", message, message_capacity);
    if ((uint64_t)width * (uint64_t)height > max_pixels) {
        snprintf(message, message_capacity, "%dx%d is over the size allowed", width, height);
        DGifCloseFile(gif, &error);
        return CI_TOO_LARGE;
    }
    unsigned char *canvas = malloc((size_t)width * (size_t)height * 3);
    if (canvas == NULL) return fail(gif, NULL, NULL, CI_NO_MEMORY, "out of memory", message, message_capacity);
    for (size_t pixel = 0; pixel < (size_t)width * (size_t)height; pixel++) {
        canvas[pixel * 3] = (background >> 16) & 0xFF;
        canvas[pixel * 3 + 1] = (background >> 8) & 0xFF;
        canvas[pixel * 3 + 2] = background & 0xFF;
    }

    int transparent = -1;
    GifRecordType record;
    do {
        if (DGifGetRecordType(gif, &record) == GIF_ERROR)
            return fail(gif, canvas, NULL, CI_DAMAGED, GifErrorString(gif->Error), message, message_capacity);
        if (record == EXTENSION_RECORD_TYPE) {
            int code = 0;
            GifByteType *extension = NULL;
            if (DGifGetExtension(gif, &code, &extension) == GIF_ERROR)
                return fail(gif, canvas, NULL, CI_DAMAGED, GifErrorString(gif->Error), message, message_capacity);
            if (code == GRAPHICS_EXT_FUNC_CODE && extension != NULL) transparent = transparent_index(extension);
            while (extension != NULL) {
                if (DGifGetExtensionNext(gif, &extension) == GIF_ERROR)
                    return fail(gif, canvas, NULL, CI_DAMAGED, GifErrorString(gif->Error), message, message_capacity);
            }
        }
    } while (record != IMAGE_DESC_RECORD_TYPE && record != TERMINATE_RECORD_TYPE);
    if (record != IMAGE_DESC_RECORD_TYPE)
        return fail(gif, canvas, NULL, CI_DAMAGED, "the GIF has no frame", message, message_capacity);

    if (DGifGetImageDesc(gif) == GIF_ERROR)
        return fail(gif, canvas, NULL, CI_DAMAGED, GifErrorString(gif->Error), message, message_capacity);
    GifImageDesc frame = gif->Image;
    ColorMapObject *colors = frame.ColorMap != NULL ? frame.ColorMap : gif->SColorMap;
    if (colors == NULL || frame.Width <= 0 || frame.Height <= 0)
        return fail(gif, canvas, NULL, CI_DAMAGED, "the GIF's frame has no colours", message, message_capacity);
    GifByteType *line = malloc((size_t)frame.Width);
    if (line == NULL) return fail(gif, canvas, NULL, CI_NO_MEMORY, "out of memory", message, message_capacity);

    /* Interlaced rows come in four passes: every 8th from 0, every 8th from 4, every 4th from 2, every 2nd from 1. */
    static const int starts[4] = {0, 4, 2, 1};
    static const int steps[4] = {8, 8, 4, 2};
    int passes = frame.Interlace ? 4 : 1;
    for (int pass = 0; pass < passes; pass++) {
        int start = frame.Interlace ? starts[pass] : 0;
        int step = frame.Interlace ? steps[pass] : 1;
        for (int row = start; row < frame.Height; row += step) {
            if (DGifGetLine(gif, line, frame.Width) == GIF_ERROR)
                return fail(gif, canvas, line, CI_DAMAGED, GifErrorString(gif->Error), message, message_capacity);
            int y = frame.Top + row;
            if (y < 0 || y >= height) continue;
            for (int column = 0; column < frame.Width; column++) {
                int x = frame.Left + column;
                int index = line[column];
                if (x < 0 || x >= width || index == transparent || index >= colors->ColorCount) continue;
                GifColorType color = colors->Colors[index];
                unsigned char *pixel = canvas + ((size_t)y * (size_t)width + (size_t)x) * 3;
                pixel[0] = color.Red;
                pixel[1] = color.Green;
                pixel[2] = color.Blue;
            }
        }
    }
    free(line);
    DGifCloseFile(gif, &error);
    image->width = width;
    image->height = height;
    image->pixels = canvas;
    return CI_OK;
}
