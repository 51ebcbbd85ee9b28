#include <errno.h>
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/cpu.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>

// AVERROR(EAGAIN) and AVERROR_EOF are function-like macros, which Swift does not import.
static inline int motionboard_averror_again(void) { return AVERROR(EAGAIN); }
static inline int motionboard_averror_eof(void) { return AVERROR_EOF; }
