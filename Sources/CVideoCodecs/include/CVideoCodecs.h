#ifndef CVIDEOCODECS_H
#define CVIDEOCODECS_H

#include <stddef.h>
#include <stdint.h>

/* A video or an animated picture opened for decoding its first video stream: MP4, WebM,
   Matroska, QuickTime, animated GIF and what else FFmpeg's libraries read. Freed with
   cv_close. */
typedef struct cv_video cv_video;

/* What the stream says of itself; a duration or rate it does not give is 0. */
typedef struct {
    int width;
    int height;
    double duration_seconds;
    double frames_per_second;
} cv_info;

typedef enum {
    CV_FRAME = 0,
    /* No frame is left. */
    CV_END = 1,
    /* The data is damaged, cut short, or not a video FFmpeg reads. */
    CV_DAMAGED = 2,
    /* Memory ran out. */
    CV_NO_MEMORY = 3
} cv_result;

/* The FFmpeg library this process could not load (its file name, as "libavformat.so.59"), or
   NULL once all are loaded: they are opened at the first call, not linked. */
const char *cv_missing_library(void);

/* Why a file was not opened. */
typedef enum {
    CV_REFUSED_OTHER = 0,
    /* FFmpeg finds no video in it at all: a page, a text, a sound. */
    CV_REFUSED_NOT_A_VIDEO = 1,
    /* Its frames are larger than the cap, or have no size. */
    CV_REFUSED_TOO_LARGE = 2
} cv_refusal;

/* Opens the file and its best video stream; NULL with the reason in `message` and `refusal`
   when it cannot. Streams larger than `max_pixels` a frame are refused before any frame is
   decoded. Nothing is printed: FFmpeg's log is silenced. */
cv_video *cv_open(const char *path, uint64_t max_pixels, cv_refusal *refusal, char *message, size_t message_capacity);

cv_info cv_describe(const cv_video *video);

/* Decodes the next frame, scaled to `width` x `height` RGB pixels into `pixels` (width * height
   * 3 bytes), and where it falls in the stream, in seconds from its start. */
cv_result cv_next_frame(cv_video *video, int width, int height, unsigned char *pixels, double *seconds,
                        char *message, size_t message_capacity);

/* Goes to the key frame at or before `seconds`; the next frames decoded follow from there. */
cv_result cv_seek(cv_video *video, double seconds);

void cv_close(cv_video *video);

#endif
