// A thin shim over the system HarfBuzz with stable lc_hb_ names and an opaque font handle.
//
// This header includes no HarfBuzz header on purpose, like CICU: Swift sees only stdint types
// and these functions, so the Swift module never depends on where the system keeps hb.h.
#ifndef LABELCOPY_CHARFBUZZ_H
#define LABELCOPY_CHARFBUZZ_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An opened font face at its design scale (one unit per font unit); opaque to callers.
typedef struct lc_hb_font lc_hb_font;

/// Opens face `index` of the font file at `path` (a collection's faces count from 0).
/// Returns NULL when the file cannot be read or holds no such face (no glyphs).
lc_hb_font *lc_hb_font_open(const char *path, uint32_t index);

/// Closes a font from lc_hb_font_open; NULL is ignored.
void lc_hb_font_close(lc_hb_font *font);

/// The font's units per em (e.g. 1000, 2048).
uint32_t lc_hb_font_units_per_em(const lc_hb_font *font);

/// Shapes UTF-8 text of `length` bytes with the font's default features (kerning, ligatures,
/// Arabic joining, Indic and Thai clusters) and returns the sum of the glyph advances along
/// the text's direction, in font units; -1 on error. Direction, script and language are guessed
/// from the text, as a UI text engine does for a single run.
int64_t lc_hb_shaped_advance(const lc_hb_font *font, const char *utf8, int32_t length);

/// lc_hb_shaped_advance, also setting `*missing` (when not NULL) to the number of glyphs that
/// are .notdef: characters the font has no glyph for, which a UI text engine would draw in a
/// fallback font instead.
int64_t lc_hb_shaped_advance_counting(const lc_hb_font *font, const char *utf8, int32_t length, uint32_t *missing);

/// The number of glyphs in the face, 0 when the face is empty.
uint32_t lc_hb_font_glyph_count(const lc_hb_font *font);

#ifdef __cplusplus
}
#endif

#endif
