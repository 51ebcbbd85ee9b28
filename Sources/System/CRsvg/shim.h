// The few functions of librsvg 2.54 (and GLib) that RasterOutput calls, declared as
// <librsvg/rsvg.h> declares them. The header itself is not included: it pulls in GLib's
// headers, whose pkg-config flags carry -pthread, a flag SwiftPM refuses with a warning.
// .ci/check_rsvg_shim (run by CI) compiles these declarations with the header's own, so that a
// declaration that strays from librsvg's is an error.
#include <stddef.h>

typedef struct _RsvgHandle RsvgHandle;
typedef struct _GError GError;
typedef struct {
  double x;
  double y;
  double width;
  double height;
} RsvgRectangle;

RsvgHandle *rsvg_handle_new_from_data(const unsigned char *data, size_t data_len,
                                      GError **error);
int rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, double *out_width,
                                             double *out_height);
int rsvg_handle_render_document(RsvgHandle *handle, struct _cairo *cr,
                                const RsvgRectangle *viewport, GError **error);
void g_object_unref(void *object);
void g_error_free(GError *error);
