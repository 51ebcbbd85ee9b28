import Typography

/// Look-alikes of SF Symbols (docs/storyboards.md, Images).
///
/// Icons of Google's Material Icons font, by the symbol's name. The font comes from the Debian
/// package `fonts-material-design-icons-iconfont` (Apache-2.0; LICENSES.md); a symbol not in
/// the table, or a machine without the font, keeps the labelled placeholder.
package enum SymbolGlyphs {
  /// The family fontconfig knows the font by.
  package static let family = "Material Icons"

  /// The text that draws the look-alike of `name` in `family`, or nil.
  package static func glyph(for name: String) -> String? {
    guard isInstalled, let entry = table[name], let scalar = Unicode.Scalar(entry.codepoint)
    else { return nil }
    return String(Character(scalar))
  }

  /// Whether fontconfig finds the font (else every symbol is a placeholder).
  package static let isInstalled: Bool =
    TextSystem.shared.metrics(FontRequest(family: family, size: 10)).family == family

  /// SF Symbol name → the Material icon's name (its ligature, for checking) and code point.
  package static let table: [String: (material: String, codepoint: UInt32)] = [
    // Navigation and disclosure.
    "chevron.right": ("chevron_right", 0xE5CC), "chevron.forward": ("chevron_right", 0xE5CC),
    "chevron.left": ("chevron_left", 0xE5CB), "chevron.backward": ("chevron_left", 0xE5CB),
    "chevron.up": ("expand_less", 0xE5CE), "chevron.down": ("expand_more", 0xE5CF),
    "arrow.left": ("arrow_back", 0xE5C4), "arrow.backward": ("arrow_back", 0xE5C4),
    "arrow.right": ("arrow_forward", 0xE5C8), "arrow.forward": ("arrow_forward", 0xE5C8),
    "arrow.up": ("arrow_upward", 0xE5D8), "arrow.down": ("arrow_downward", 0xE5DB),
    "arrow.up.circle": ("arrow_circle_up", 0xF182),
    "arrow.down.circle": ("arrow_circle_down", 0xF181),
    "arrow.clockwise": ("refresh", 0xE5D5), "arrow.counterclockwise": ("replay", 0xE042),
    "arrow.uturn.backward": ("undo", 0xE166), "arrow.uturn.forward": ("redo", 0xE15A),
    "arrow.up.arrow.down": ("swap_vert", 0xE8D5),
    "arrow.left.arrow.right": ("swap_horiz", 0xE8D4),
    "arrow.left.arrow.right.circle": ("swap_horizontal_circle", 0xE933),
    "line.3.horizontal": ("menu", 0xE5D2), "line.horizontal.3": ("menu", 0xE5D2),
    "line.3.horizontal.decrease": ("filter_list", 0xE152),
    "ellipsis": ("more_horiz", 0xE5D3), "ellipsis.circle": ("more_horiz", 0xE5D3),
    // Actions.
    "xmark": ("close", 0xE5CD), "xmark.circle": ("highlight_off", 0xE888),
    "xmark.circle.fill": ("cancel", 0xE5C9), "plus": ("add", 0xE145),
    "plus.circle": ("add_circle_outline", 0xE148), "plus.circle.fill": ("add_circle", 0xE147),
    "minus": ("remove", 0xE15B), "checkmark": ("check", 0xE5CA),
    "checkmark.circle": ("check_circle_outline", 0xE92D),
    "checkmark.circle.fill": ("check_circle", 0xE86C),
    "checkmark.square": ("check_box", 0xE834), "square": ("check_box_outline_blank", 0xE835),
    "circle": ("radio_button_unchecked", 0xE836), "circle.fill": ("circle", 0xEF4A),
    "magnifyingglass": ("search", 0xE8B6), "square.and.arrow.up": ("ios_share", 0xE6B8),
    "square.and.arrow.down": ("file_download", 0xE2C4), "pencil": ("edit", 0xE3C9),
    "square.and.pencil": ("edit", 0xE3C9), "trash": ("delete_outline", 0xE92E),
    "trash.fill": ("delete", 0xE872), "doc.on.doc": ("content_copy", 0xE14D),
    "link": ("link", 0xE157), "paperclip": ("attach_file", 0xE226),
    "paperplane": ("send", 0xE163), "paperplane.fill": ("send", 0xE163),
    "printer": ("print", 0xE8AD), "power": ("power_settings_new", 0xE8AC),
    "slider.horizontal.3": ("tune", 0xE429), "arrow.up.arrow.down.circle": ("swap_vert", 0xE8D5),
    // Objects and places.
    "gear": ("settings", 0xE8B8), "gearshape": ("settings", 0xE8B8),
    "gearshape.fill": ("settings", 0xE8B8), "person": ("person_outline", 0xE7FF),
    "person.fill": ("person", 0xE7FD), "person.circle": ("account_circle", 0xE853),
    "person.circle.fill": ("account_circle", 0xE853), "person.2": ("people_outline", 0xE7FC),
    "person.2.fill": ("people", 0xE7FB), "person.badge.plus": ("person_add", 0xE7FE),
    "house": ("home", 0xE88A), "house.fill": ("home_filled", 0xE9B2),
    "heart": ("favorite_border", 0xE87E), "heart.fill": ("favorite", 0xE87D),
    "star": ("star_border", 0xE83A), "star.fill": ("star", 0xE838),
    "bell": ("notifications_none", 0xE7F5), "bell.fill": ("notifications", 0xE7F4),
    "envelope": ("mail_outline", 0xE0E1), "envelope.fill": ("mail", 0xE158),
    "phone": ("phone", 0xE0CD), "phone.fill": ("phone", 0xE0CD),
    "camera": ("photo_camera", 0xE412), "camera.fill": ("photo_camera", 0xE412),
    "photo": ("image", 0xE3F4), "video": ("videocam", 0xE04B), "video.fill": ("videocam", 0xE04B),
    "film": ("movie", 0xE02C), "music.note": ("music_note", 0xE405),
    "headphones": ("headphones", 0xF01F), "mic": ("mic_none", 0xE02A), "mic.fill": ("mic", 0xE029),
    "lock": ("lock_outline", 0xE899), "lock.fill": ("lock", 0xE897),
    "lock.open": ("lock_open", 0xE898), "eye": ("visibility", 0xE8F4),
    "eye.slash": ("visibility_off", 0xE8F5), "cart": ("shopping_cart", 0xE8CC),
    "cart.fill": ("shopping_cart", 0xE8CC), "bag": ("shopping_bag", 0xF1CC),
    "creditcard": ("credit_card", 0xE870), "tag": ("sell", 0xF05B),
    "calendar": ("calendar_today", 0xE935), "clock": ("schedule", 0xE8B5),
    "clock.fill": ("schedule", 0xE8B5), "alarm": ("alarm", 0xE855), "timer": ("timer", 0xE425),
    "location": ("near_me", 0xE569), "location.fill": ("near_me", 0xE569),
    "mappin": ("place", 0xE55F), "mappin.and.ellipse": ("location_on", 0xE0C8),
    "map": ("map", 0xE55B), "globe": ("public", 0xE80B), "wifi": ("wifi", 0xE63E),
    "bookmark": ("bookmark_border", 0xE867), "bookmark.fill": ("bookmark", 0xE866),
    "flag": ("outlined_flag", 0xE16E), "flag.fill": ("flag", 0xE153),
    "doc": ("description", 0xE873), "doc.text": ("description", 0xE873),
    "folder": ("folder_open", 0xE2C8), "folder.fill": ("folder", 0xE2C7),
    "list.bullet": ("format_list_bulleted", 0xE241), "square.grid.2x2": ("grid_view", 0xE9B0),
    "qrcode": ("qr_code", 0xEF6B), "bubble.left": ("chat_bubble_outline", 0xE0CB),
    "bubble.left.fill": ("chat_bubble", 0xE0CA), "message": ("chat_bubble_outline", 0xE0CB),
    "cloud": ("cloud_queue", 0xE2C2), "cloud.fill": ("cloud", 0xE2BD),
    "sun.max": ("wb_sunny", 0xE430), "sun.max.fill": ("wb_sunny", 0xE430),
    "moon": ("dark_mode", 0xE51C), "moon.fill": ("dark_mode", 0xE51C),
    "bolt": ("bolt", 0xEA0B), "bolt.fill": ("bolt", 0xEA0B),
    "flame": ("local_fire_department", 0xEF55), "flame.fill": ("local_fire_department", 0xEF55),
    "sparkles": ("auto_awesome", 0xE65F), "wand.and.stars": ("auto_fix_high", 0xE663),
    "hand.thumbsup": ("thumb_up_off_alt", 0xE9F3), "hand.thumbsup.fill": ("thumb_up", 0xE8DC),
    "gauge": ("speed", 0xE9E4), "speaker.wave.2": ("volume_up", 0xE050),
    "speaker.wave.2.fill": ("volume_up", 0xE050),
    // Media controls.
    "play": ("play_arrow", 0xE037), "play.fill": ("play_arrow", 0xE037),
    "pause": ("pause", 0xE034), "pause.fill": ("pause", 0xE034), "stop.fill": ("stop", 0xE047),
    "forward.fill": ("fast_forward", 0xE01F), "backward.fill": ("fast_rewind", 0xE020),
    // Status.
    "info": ("info_outline", 0xE88F), "info.circle": ("info_outline", 0xE88F),
    "info.circle.fill": ("info", 0xE88E),
    "exclamationmark.triangle": ("warning_amber", 0xF083),
    "exclamationmark.triangle.fill": ("warning", 0xE002),
    "exclamationmark.circle": ("error_outline", 0xE001),
    "exclamationmark.circle.fill": ("error", 0xE000),
    "questionmark.circle": ("help_outline", 0xE8FD), "questionmark.circle.fill": ("help", 0xE887),
  ]
}
