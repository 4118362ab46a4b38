// Calls HarfBuzz's stable C API; nothing of HarfBuzz leaks into the public header.
#include "CHarfBuzz.h"

#include <stdlib.h>
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>

struct lc_hb_font {
    hb_font_t *font;
    uint32_t unitsPerEm;
    uint32_t glyphCount;
};

lc_hb_font *lc_hb_font_open(const char *path, uint32_t index) {
    if (path == NULL) return NULL;
    // The _or_fail variant tells a missing file apart from an empty blob.
    hb_blob_t *blob = hb_blob_create_from_file_or_fail(path);
    if (blob == NULL) return NULL;
    hb_face_t *face = hb_face_create(blob, index);
    hb_blob_destroy(blob);
    uint32_t glyphs = hb_face_get_glyph_count(face);
    if (glyphs == 0) {
        hb_face_destroy(face);
        return NULL;
    }
    hb_font_t *font = hb_font_create(face);
    uint32_t upem = hb_face_get_upem(face);
    hb_face_destroy(face);
    // A new font's scale is its face's units per em, so advances come back in font units.
    hb_ot_font_set_funcs(font);
    // Immutable fonts may be shaped from several threads at once.
    hb_font_make_immutable(font);
    lc_hb_font *handle = malloc(sizeof *handle);
    if (handle == NULL) {
        hb_font_destroy(font);
        return NULL;
    }
    handle->font = font;
    handle->unitsPerEm = upem == 0 ? 1000 : upem;
    handle->glyphCount = glyphs;
    return handle;
}

void lc_hb_font_close(lc_hb_font *font) {
    if (font == NULL) return;
    hb_font_destroy(font->font);
    free(font);
}

uint32_t lc_hb_font_units_per_em(const lc_hb_font *font) { return font == NULL ? 0 : font->unitsPerEm; }

uint32_t lc_hb_font_glyph_count(const lc_hb_font *font) { return font == NULL ? 0 : font->glyphCount; }

int64_t lc_hb_shaped_advance(const lc_hb_font *font, const char *utf8, int32_t length) {
    return lc_hb_shaped_advance_counting(font, utf8, length, NULL);
}

int64_t lc_hb_shaped_advance_counting(const lc_hb_font *font, const char *utf8, int32_t length, uint32_t *missing) {
    if (missing != NULL) *missing = 0;
    if (font == NULL || utf8 == NULL || length < 0) return -1;
    hb_buffer_t *buffer = hb_buffer_create();
    if (!hb_buffer_allocation_successful(buffer)) {
        hb_buffer_destroy(buffer);
        return -1;
    }
    hb_buffer_add_utf8(buffer, utf8, length, 0, length);
    hb_buffer_guess_segment_properties(buffer);
    hb_shape(font->font, buffer, NULL, 0);
    unsigned int count = 0;
    const hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &count);
    int64_t total = 0;
    int vertical = HB_DIRECTION_IS_VERTICAL(hb_buffer_get_direction(buffer));
    for (unsigned int i = 0; i < count; i++) {
        total += vertical ? -positions[i].y_advance : positions[i].x_advance;
    }
    if (missing != NULL) {
        // After shaping, an info's codepoint is its glyph id; 0 is .notdef, drawn for a
        // character the font has no glyph for.
        const hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(buffer, NULL);
        for (unsigned int i = 0; i < count; i++) {
            if (infos[i].codepoint == 0) *missing += 1;
        }
    }
    hb_buffer_destroy(buffer);
    return total;
}
