// A thin shim over the system ICU with stable, unversioned names.
//
// This header includes no ICU header on purpose: Debian renames every ICU
// function with a version suffix (ubrk_open becomes ubrk_open_72), and a Swift
// module that sees ICU's headers next to Foundation (which bundles its own ICU)
// fails to build. Swift sees only stdint types and these lc_ functions; the C
// file calls ICU by its plain names.
#ifndef LABELCOPY_CICU_H
#define LABELCOPY_CICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Boundary kinds for lc_break_* functions.
typedef enum {
    LC_BREAK_CHARACTER = 0,  ///< grapheme clusters
    LC_BREAK_WORD = 1,       ///< words, with dictionary breaking for Thai, CJK, Khmer, Lao, Burmese
    LC_BREAK_LINE = 2,       ///< line-break opportunities
} lc_break_kind;

/// Number of grapheme clusters in UTF-16 text. Uses a per-thread iterator. Returns -1 on error.
int32_t lc_grapheme_count(const uint16_t *text, int32_t length);

/// Writes up to `capacity` boundary offsets (UTF-16 units, excluding 0) of the given kind
/// for `locale` (may be NULL); returns the total number of boundaries, or -1 on error.
int32_t lc_boundaries(lc_break_kind kind, const char *locale, const uint16_t *text, int32_t length,
                      int32_t *offsets, int32_t capacity);

/// East Asian Width property of a code point (0 neutral, 1 ambiguous, 2 halfwidth,
/// 3 fullwidth, 4 narrow, 5 wide), as ICU's UEastAsianWidth.
int32_t lc_east_asian_width(uint32_t codePoint);

/// General category of a code point, as ICU's UCharCategory.
int32_t lc_general_category(uint32_t codePoint);

/// 1 if the code point has the binary property (ICU's UProperty number), else 0.
int32_t lc_has_binary_property(uint32_t codePoint, int32_t property);

/// Script code (ICU's UScriptCode) of a code point, or -1 on error.
int32_t lc_script(uint32_t codePoint);

/// Writes up to `capacity` script codes from the code point's Script_Extensions; returns the count.
int32_t lc_script_extensions(uint32_t codePoint, int32_t *scripts, int32_t capacity);

/// Writes the ISO 15924 code of an ICU script code ("Latn", "Jpan"), NUL-terminated; returns its length,
/// or -1 if unknown or if it does not fit.
int32_t lc_script_short_name(int32_t script, char *name, int32_t capacity);

/// Writes the long name of an ICU script code ("Latin", "Japanese"), NUL-terminated; returns its length,
/// or -1 if unknown or if it does not fit.
int32_t lc_script_name(int32_t script, char *name, int32_t capacity);

/// The ICU script code for a script's short or long name ("Latn", "Latin"), or -1 if unknown.
int32_t lc_script_code(const char *name);

/// Like lc_boundaries with LC_BREAK_WORD, also writing each segment's rule status (ICU's
/// UWordBreak: 0 for spaces and punctuation, 100 numbers, 200 letters, 300 kana, 400 ideographs)
/// into `statuses`; returns the total number of boundaries, or -1 on error.
int32_t lc_word_segments(const char *locale, const uint16_t *text, int32_t length, int32_t *offsets,
                         int32_t *statuses, int32_t capacity);

/// Case mapping operations for lc_case_map.
typedef enum {
    LC_CASE_LOWER = 0,
    LC_CASE_UPPER = 1,
    LC_CASE_TITLE = 2,  ///< each word's first letter upper, the rest lower
    LC_CASE_FOLD = 3,
} lc_case_operation;

/// Locale-aware case mapping of UTF-16 text (Turkish dotted I, Dutch IJ, Greek, Lithuanian).
/// Returns the needed length in UTF-16 units (which may exceed `capacity`), or -1 on error.
int32_t lc_case_map(lc_case_operation operation, const char *locale, const uint16_t *source,
                    int32_t length, uint16_t *destination, int32_t capacity);

/// Writes the plural keyword ICU's rules give `number` in `locale` (NUL-terminated)
/// into `keyword`; returns its length, or -1 on error.
int32_t lc_plural_select(const char *locale, double number, char *keyword, int32_t capacity);

/// Writes the locale's plural keywords, separated by spaces and NUL-terminated,
/// into `keywords`; returns the length, or -1 on error.
int32_t lc_plural_keywords(const char *locale, char *keywords, int32_t capacity);

/// The ICU version this binary links against, as "major.minor" (NUL-terminated).
int32_t lc_icu_version(char *version, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
