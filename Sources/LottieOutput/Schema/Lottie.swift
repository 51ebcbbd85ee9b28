/// The Lottie schema's types that Motionboard writes, with readable names (lottie-spec's
/// titles) for the short keys.
///
/// Each type writes itself in one place (`write(to:)`, into the file's `JSONBytes`), keys in the
/// order the players need: `ty` first in shape items (rlottie dispatches on it as it reads),
/// `ddd` first in layers, and the same order every time so that a scene always gives the same
/// bytes.
/// Frame numbers (`ip`, `op`, `t`) exist only here and in `LottieWriter`; everything else is in
/// points, degrees, percent and 0…1 colors, as the schema wants.
package enum Lottie {}
