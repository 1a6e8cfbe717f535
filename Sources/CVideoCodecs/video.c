#include "CVideoCodecs.h"

#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/imgutils.h>
#include <libswscale/swscale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dlfcn.h>
#include <pthread.h>
#include <libavutil/macros.h>


/* FFmpeg's libraries are opened at the first video, not linked: a start that decodes none
   (every start of the app, `--version`) loads none of them, nor the dozens of codec libraries
   they bring. */
static struct {
    int loaded;
    const char *missing;
    void (*av_log_set_level)(int);
    int (*av_strerror)(int, char *, size_t);
    AVFrame *(*av_frame_alloc)(void);
    void (*av_frame_free)(AVFrame **);
    void (*av_frame_unref)(AVFrame *);
    AVPacket *(*av_packet_alloc)(void);
    void (*av_packet_free)(AVPacket **);
    void (*av_packet_unref)(AVPacket *);
    AVCodecContext *(*avcodec_alloc_context3)(const AVCodec *);
    int (*avcodec_parameters_to_context)(AVCodecContext *, const AVCodecParameters *);
    int (*avcodec_open2)(AVCodecContext *, const AVCodec *, AVDictionary **);
    void (*avcodec_free_context)(AVCodecContext **);
    int (*avcodec_send_packet)(AVCodecContext *, const AVPacket *);
    int (*avcodec_receive_frame)(AVCodecContext *, AVFrame *);
    void (*avcodec_flush_buffers)(AVCodecContext *);
    int (*avformat_open_input)(AVFormatContext **, const char *, const AVInputFormat *, AVDictionary **);
    int (*avformat_find_stream_info)(AVFormatContext *, AVDictionary **);
    int (*av_find_best_stream)(AVFormatContext *, enum AVMediaType, int, int, const AVCodec **, int);
    void (*avformat_close_input)(AVFormatContext **);
    int (*av_read_frame)(AVFormatContext *, AVPacket *);
    int (*av_seek_frame)(AVFormatContext *, int, int64_t, int);
    AVRational (*av_guess_frame_rate)(AVFormatContext *, AVStream *, AVFrame *);
    struct SwsContext *(*sws_getContext)(int, int, enum AVPixelFormat, int, int, enum AVPixelFormat, int, SwsFilter *,
                                         SwsFilter *, const double *);
    int (*sws_scale)(struct SwsContext *, const uint8_t *const[], const int[], int, int, uint8_t *const[], const int[]);
    void (*sws_freeContext)(struct SwsContext *);
} ff;

#define SONAME(name, major) "lib" name ".so." AV_STRINGIFY(major)
static const char *const util_name = SONAME("avutil", LIBAVUTIL_VERSION_MAJOR);
static const char *const codec_name = SONAME("avcodec", LIBAVCODEC_VERSION_MAJOR);
static const char *const format_name = SONAME("avformat", LIBAVFORMAT_VERSION_MAJOR);
static const char *const scale_name = SONAME("swscale", LIBSWSCALE_VERSION_MAJOR);

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void *open_library(const char *name) {
    void *library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL && ff.missing == NULL) ff.missing = name;
    return library;
}

#define FIND(library, symbol)                                            \
    do {                                                                 \
        *(void **)(&ff.symbol) = library ? dlsym(library, #symbol) : NULL; \
        if (ff.symbol == NULL) complete = 0;                             \
    } while (0)

static void load(void) {
    void *util = open_library(util_name);
    void *codec = open_library(codec_name);
    void *format = open_library(format_name);
    void *scale = open_library(scale_name);
    int complete = 1;
    FIND(util, av_log_set_level);
    FIND(util, av_strerror);
    FIND(util, av_frame_alloc);
    FIND(util, av_frame_free);
    FIND(util, av_frame_unref);
    FIND(codec, av_packet_alloc);
    FIND(codec, av_packet_free);
    FIND(codec, av_packet_unref);
    FIND(codec, avcodec_alloc_context3);
    FIND(codec, avcodec_parameters_to_context);
    FIND(codec, avcodec_open2);
    FIND(codec, avcodec_free_context);
    FIND(codec, avcodec_send_packet);
    FIND(codec, avcodec_receive_frame);
    FIND(codec, avcodec_flush_buffers);
    FIND(format, avformat_open_input);
    FIND(format, avformat_find_stream_info);
    FIND(format, av_find_best_stream);
    FIND(format, avformat_close_input);
    FIND(format, av_read_frame);
    FIND(format, av_seek_frame);
    FIND(format, av_guess_frame_rate);
    FIND(scale, sws_getContext);
    FIND(scale, sws_scale);
    FIND(scale, sws_freeContext);
    if (!complete && ff.missing == NULL) ff.missing = format_name;
    ff.loaded = complete;
    if (complete) ff.av_log_set_level(AV_LOG_QUIET);
}

const char *cv_missing_library(void) {
    pthread_once(&load_once, load);
    return ff.loaded ? NULL : ff.missing;
}

struct cv_video {
    AVFormatContext *format;
    AVCodecContext *codec;
    AVPacket *packet;
    AVFrame *frame;
    struct SwsContext *scaler;
    int stream;
    int scaled_width;
    int scaled_height;
    int scaled_format;
    int source_width;
    int source_height;
    /* Every packet has been read and the decoder told so: only what it still holds comes out. */
    int draining;
};

static void say(char *message, size_t capacity, const char *what, int error) {
    if (message == NULL || capacity == 0) return;
    char reason[AV_ERROR_MAX_STRING_SIZE] = "";
    if (error < 0) ff.av_strerror(error, reason, sizeof reason);
    snprintf(message, capacity, "%s%s%s", what, error < 0 ? ": " : "", reason);
}

cv_video *cv_open(const char *path, uint64_t max_pixels, cv_refusal *refusal, char *message, size_t message_capacity) {
    *refusal = CV_REFUSED_OTHER;
    if (cv_missing_library() != NULL) {
        say(message, message_capacity, "FFmpeg's libraries are not installed", 0);
        return NULL;
    }
    cv_video *video = calloc(1, sizeof *video);
    if (video == NULL) {
        say(message, message_capacity, "out of memory", 0);
        return NULL;
    }
    int error = ff.avformat_open_input(&video->format, path, NULL, NULL);
    if (error < 0) {
        say(message, message_capacity, "cannot open", error);
        *refusal = CV_REFUSED_NOT_A_VIDEO;
        free(video);
        return NULL;
    }
    error = ff.avformat_find_stream_info(video->format, NULL);
    if (error < 0) {
        say(message, message_capacity, "no stream found", error);
        *refusal = CV_REFUSED_NOT_A_VIDEO;
        cv_close(video);
        return NULL;
    }
    const AVCodec *decoder = NULL;
    video->stream = ff.av_find_best_stream(video->format, AVMEDIA_TYPE_VIDEO, -1, -1, &decoder, 0);
    if (video->stream < 0 || decoder == NULL) {
        say(message, message_capacity, "no video stream", video->stream);
        *refusal = CV_REFUSED_NOT_A_VIDEO;
        cv_close(video);
        return NULL;
    }
    AVCodecParameters *parameters = video->format->streams[video->stream]->codecpar;
    if (parameters->width <= 0 || parameters->height <= 0 ||
        (uint64_t)parameters->width * (uint64_t)parameters->height > max_pixels) {
        say(message, message_capacity, "frames too large or without a size", 0);
        *refusal = CV_REFUSED_TOO_LARGE;
        cv_close(video);
        return NULL;
    }
    video->codec = ff.avcodec_alloc_context3(decoder);
    video->packet = ff.av_packet_alloc();
    video->frame = ff.av_frame_alloc();
    if (video->codec == NULL || video->packet == NULL || video->frame == NULL) {
        say(message, message_capacity, "out of memory", 0);
        cv_close(video);
        return NULL;
    }
    error = ff.avcodec_parameters_to_context(video->codec, parameters);
    if (error >= 0) error = ff.avcodec_open2(video->codec, decoder, NULL);
    if (error < 0) {
        say(message, message_capacity, "cannot decode", error);
        cv_close(video);
        return NULL;
    }
    return video;
}

cv_info cv_describe(const cv_video *video) {
    AVStream *stream = video->format->streams[video->stream];
    cv_info info = {stream->codecpar->width, stream->codecpar->height, 0, 0};
    if (stream->duration != AV_NOPTS_VALUE && stream->duration > 0) {
        info.duration_seconds = stream->duration * av_q2d(stream->time_base);
    } else if (video->format->duration != AV_NOPTS_VALUE && video->format->duration > 0) {
        info.duration_seconds = (double)video->format->duration / AV_TIME_BASE;
    }
    AVRational rate = ff.av_guess_frame_rate(video->format, stream, NULL);
    if (rate.num > 0 && rate.den > 0) info.frames_per_second = av_q2d(rate);
    return info;
}

/* The next decoded frame in video->frame, reading packets as the decoder asks for them. */
static int receive(cv_video *video) {
    for (;;) {
        int error = ff.avcodec_receive_frame(video->codec, video->frame);
        if (error != AVERROR(EAGAIN)) return error;
        if (video->draining) return AVERROR_EOF;
        error = ff.av_read_frame(video->format, video->packet);
        if (error == AVERROR_EOF) {
            video->draining = 1;
            ff.avcodec_send_packet(video->codec, NULL);
            continue;
        }
        if (error < 0) return error;
        if (video->packet->stream_index == video->stream) {
            error = ff.avcodec_send_packet(video->codec, video->packet);
            ff.av_packet_unref(video->packet);
            if (error < 0 && error != AVERROR(EAGAIN)) return error;
        } else {
            ff.av_packet_unref(video->packet);
        }
    }
}

cv_result cv_next_frame(cv_video *video, int width, int height, unsigned char *pixels, double *seconds,
                        char *message, size_t message_capacity) {
    int error = receive(video);
    if (error == AVERROR_EOF) return CV_END;
    if (error == AVERROR(ENOMEM)) return CV_NO_MEMORY;
    if (error < 0) {
        say(message, message_capacity, "damaged frame", error);
        return CV_DAMAGED;
    }
    AVFrame *frame = video->frame;
    if (video->scaler == NULL || video->scaled_width != width || video->scaled_height != height ||
        video->scaled_format != frame->format || video->source_width != frame->width ||
        video->source_height != frame->height) {
        ff.sws_freeContext(video->scaler);
        video->scaler = ff.sws_getContext(frame->width, frame->height, frame->format, width, height, AV_PIX_FMT_RGB24,
                                       SWS_AREA, NULL, NULL, NULL);
        video->scaled_width = width;
        video->scaled_height = height;
        video->scaled_format = frame->format;
        video->source_width = frame->width;
        video->source_height = frame->height;
        if (video->scaler == NULL) {
            ff.av_frame_unref(frame);
            say(message, message_capacity, "cannot scale the frames", 0);
            return CV_DAMAGED;
        }
    }
    uint8_t *rows[1] = {pixels};
    int strides[1] = {width * 3};
    ff.sws_scale(video->scaler, (const uint8_t *const *)frame->data, frame->linesize, 0, frame->height, rows, strides);
    int64_t timestamp = frame->best_effort_timestamp;
    AVStream *stream = video->format->streams[video->stream];
    int64_t start = stream->start_time == AV_NOPTS_VALUE ? 0 : stream->start_time;
    *seconds = timestamp == AV_NOPTS_VALUE ? 0 : (timestamp - start) * av_q2d(stream->time_base);
    ff.av_frame_unref(frame);
    return CV_FRAME;
}

cv_result cv_seek(cv_video *video, double seconds) {
    AVStream *stream = video->format->streams[video->stream];
    int64_t start = stream->start_time == AV_NOPTS_VALUE ? 0 : stream->start_time;
    int64_t target = start + (int64_t)(seconds / av_q2d(stream->time_base));
    if (ff.av_seek_frame(video->format, video->stream, target, AVSEEK_FLAG_BACKWARD) < 0) return CV_DAMAGED;
    ff.avcodec_flush_buffers(video->codec);
    video->draining = 0;
    return CV_FRAME;
}

void cv_close(cv_video *video) {
    if (video == NULL) return;
    ff.sws_freeContext(video->scaler);
    ff.av_frame_free(&video->frame);
    ff.av_packet_free(&video->packet);
    ff.avcodec_free_context(&video->codec);
    ff.avformat_close_input(&video->format);
    free(video);
}
