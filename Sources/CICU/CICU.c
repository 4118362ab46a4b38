// Calls ICU by its plain names; ICU's own headers map them to the versioned symbols.
#include "CICU.h"

#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/ucasemap.h>
#include <unicode/uclean.h>
#include <unicode/upluralrules.h>
#include <unicode/uscript.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>
#include <unicode/uenum.h>

// One reusable iterator per thread and kind: ubrk_setText on an open iterator is far cheaper
// than opening one per string. The locale of a cached word/line iterator is remembered.
static _Thread_local UBreakIterator *cachedIterators[3];
static _Thread_local char cachedLocales[3][32];

static UBreakIterator *iterator_for(lc_break_kind kind, const char *locale) {
    const char *wanted = locale ? locale : "";
    if (cachedIterators[kind] != NULL && strncmp(cachedLocales[kind], wanted, sizeof cachedLocales[kind]) == 0) {
        return cachedIterators[kind];
    }
    if (cachedIterators[kind] != NULL) {
        ubrk_close(cachedIterators[kind]);
        cachedIterators[kind] = NULL;
    }
    UErrorCode status = U_ZERO_ERROR;
    UBreakIteratorType type = kind == LC_BREAK_CHARACTER ? UBRK_CHARACTER : (kind == LC_BREAK_WORD ? UBRK_WORD : UBRK_LINE);
    UBreakIterator *iterator = ubrk_open(type, wanted, NULL, 0, &status);
    if (U_FAILURE(status)) {
        return NULL;
    }
    cachedIterators[kind] = iterator;
    strncpy(cachedLocales[kind], wanted, sizeof cachedLocales[kind] - 1);
    cachedLocales[kind][sizeof cachedLocales[kind] - 1] = '\0';
    return iterator;
}

int32_t lc_grapheme_count(const uint16_t *text, int32_t length) {
    if (length == 0) {
        return 0;
    }
    UBreakIterator *iterator = iterator_for(LC_BREAK_CHARACTER, "");
    if (iterator == NULL) {
        return -1;
    }
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) {
        return -1;
    }
    int32_t count = 0;
    ubrk_first(iterator);
    while (ubrk_next(iterator) != UBRK_DONE) {
        count++;
    }
    // Detach the caller's buffer so no dangling pointer outlives this call.
    status = U_ZERO_ERROR;
    ubrk_setText(iterator, (const UChar *)u"", 0, &status);
    return count;
}

int32_t lc_boundaries(lc_break_kind kind, const char *locale, const uint16_t *text, int32_t length,
                      int32_t *offsets, int32_t capacity) {
    if (kind < LC_BREAK_CHARACTER || kind > LC_BREAK_LINE) {
        return -1;
    }
    if (length == 0) {
        return 0;
    }
    UBreakIterator *iterator = iterator_for(kind, locale);
    if (iterator == NULL) {
        return -1;
    }
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) {
        return -1;
    }
    int32_t count = 0;
    ubrk_first(iterator);
    for (int32_t boundary = ubrk_next(iterator); boundary != UBRK_DONE; boundary = ubrk_next(iterator)) {
        if (count < capacity && offsets != NULL) {
            offsets[count] = boundary;
        }
        count++;
    }
    status = U_ZERO_ERROR;
    ubrk_setText(iterator, (const UChar *)u"", 0, &status);
    return count;
}

int32_t lc_east_asian_width(uint32_t codePoint) {
    return u_getIntPropertyValue((UChar32)codePoint, UCHAR_EAST_ASIAN_WIDTH);
}

int32_t lc_general_category(uint32_t codePoint) {
    return (int32_t)u_charType((UChar32)codePoint);
}

int32_t lc_has_binary_property(uint32_t codePoint, int32_t property) {
    return u_hasBinaryProperty((UChar32)codePoint, (UProperty)property) ? 1 : 0;
}

int32_t lc_script(uint32_t codePoint) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript((UChar32)codePoint, &status);
    return U_FAILURE(status) ? -1 : (int32_t)script;
}

int32_t lc_script_extensions(uint32_t codePoint, int32_t *scripts, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode buffer[64];
    int32_t count = uscript_getScriptExtensions((UChar32)codePoint, buffer, 64, &status);
    if (U_FAILURE(status)) {
        return -1;
    }
    for (int32_t index = 0; index < count && index < capacity; index++) {
        scripts[index] = (int32_t)buffer[index];
    }
    return count;
}

// Copies an ICU-owned name into the caller's buffer.
static int32_t copy_name(const char *value, char *name, int32_t capacity) {
    if (value == NULL) {
        return -1;
    }
    int32_t length = (int32_t)strlen(value);
    if (length + 1 > capacity) {
        return -1;
    }
    memcpy(name, value, (size_t)length + 1);
    return length;
}

int32_t lc_script_short_name(int32_t script, char *name, int32_t capacity) {
    const char *value = uscript_getShortName((UScriptCode)script);
    return copy_name(value, name, capacity);
}

int32_t lc_script_name(int32_t script, char *name, int32_t capacity) {
    const char *value = uscript_getName((UScriptCode)script);
    return copy_name(value, name, capacity);
}

int32_t lc_script_code(const char *name) {
    if (name == NULL) {
        return -1;
    }
    // uscript_getCode also accepts locale ids (returning several scripts); only exact names count here.
    int32_t code = u_getPropertyValueEnum(UCHAR_SCRIPT, name);
    if (code != UCHAR_INVALID_CODE) {
        return code;
    }
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode found[8];
    int32_t count = uscript_getCode(name, found, 8, &status);
    if (U_FAILURE(status) || count != 1) {
        return -1;
    }
    const char *shortName = uscript_getShortName(found[0]);
    const char *longName = uscript_getName(found[0]);
    if ((shortName != NULL && strcmp(shortName, name) == 0) || (longName != NULL && strcmp(longName, name) == 0)) {
        return (int32_t)found[0];
    }
    return -1;
}

int32_t lc_word_segments(const char *locale, const uint16_t *text, int32_t length, int32_t *offsets,
                         int32_t *statuses, int32_t capacity) {
    if (length == 0) {
        return 0;
    }
    UBreakIterator *iterator = iterator_for(LC_BREAK_WORD, locale);
    if (iterator == NULL) {
        return -1;
    }
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) {
        return -1;
    }
    int32_t count = 0;
    ubrk_first(iterator);
    for (int32_t boundary = ubrk_next(iterator); boundary != UBRK_DONE; boundary = ubrk_next(iterator)) {
        if (count < capacity && offsets != NULL && statuses != NULL) {
            offsets[count] = boundary;
            statuses[count] = ubrk_getRuleStatus(iterator);
        }
        count++;
    }
    status = U_ZERO_ERROR;
    ubrk_setText(iterator, (const UChar *)u"", 0, &status);
    return count;
}

static _Thread_local UCaseMap *cachedCaseMap;
static _Thread_local char cachedCaseLocale[32];

static UCaseMap *case_map_for(const char *locale) {
    const char *wanted = locale ? locale : "";
    if (cachedCaseMap != NULL && strncmp(cachedCaseLocale, wanted, sizeof cachedCaseLocale) == 0) {
        return cachedCaseMap;
    }
    if (cachedCaseMap != NULL) {
        ucasemap_close(cachedCaseMap);
        cachedCaseMap = NULL;
    }
    UErrorCode status = U_ZERO_ERROR;
    // Title casing keeps the rest of each word as written unless lowercased first by the caller.
    UCaseMap *map = ucasemap_open(wanted, U_TITLECASE_NO_LOWERCASE, &status);
    if (U_FAILURE(status)) {
        return NULL;
    }
    cachedCaseMap = map;
    strncpy(cachedCaseLocale, wanted, sizeof cachedCaseLocale - 1);
    cachedCaseLocale[sizeof cachedCaseLocale - 1] = '\0';
    return map;
}

int32_t lc_case_map(lc_case_operation operation, const char *locale, const uint16_t *source,
                    int32_t length, uint16_t *destination, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    const char *wanted = locale ? locale : "";
    int32_t result = -1;
    switch (operation) {
    case LC_CASE_LOWER:
        result = u_strToLower((UChar *)destination, capacity, (const UChar *)source, length, wanted, &status);
        break;
    case LC_CASE_UPPER:
        result = u_strToUpper((UChar *)destination, capacity, (const UChar *)source, length, wanted, &status);
        break;
    case LC_CASE_TITLE: {
        UCaseMap *map = case_map_for(wanted);
        if (map == NULL) {
            return -1;
        }
        result = ucasemap_toTitle(map, (UChar *)destination, capacity, (const UChar *)source, length, &status);
        break;
    }
    case LC_CASE_FOLD:
        result = u_strFoldCase((UChar *)destination, capacity, (const UChar *)source, length, U_FOLD_CASE_DEFAULT, &status);
        break;
    default:
        return -1;
    }
    if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) {
        return result;
    }
    return U_FAILURE(status) ? -1 : result;
}

// One plural-rules object per thread, for the last locale asked: a catalog is checked one
// locale at a time, and opening rules costs far more than selecting with them.
static _Thread_local UPluralRules *cachedPluralRules;
static _Thread_local char cachedPluralLocale[32];

static UPluralRules *plural_rules_for(const char *locale) {
    const char *wanted = locale ? locale : "";
    if (cachedPluralRules != NULL && strncmp(cachedPluralLocale, wanted, sizeof cachedPluralLocale) == 0) {
        return cachedPluralRules;
    }
    if (cachedPluralRules != NULL) {
        uplrules_close(cachedPluralRules);
        cachedPluralRules = NULL;
    }
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(wanted, &status);
    if (U_FAILURE(status)) {
        return NULL;
    }
    // Locales too long to remember are used once and not cached.
    if (strlen(wanted) >= sizeof cachedPluralLocale) {
        return rules;
    }
    cachedPluralRules = rules;
    strncpy(cachedPluralLocale, wanted, sizeof cachedPluralLocale - 1);
    cachedPluralLocale[sizeof cachedPluralLocale - 1] = '\0';
    return rules;
}

// Closes rules that plural_rules_for did not cache.
static void release_plural_rules(UPluralRules *rules) {
    if (rules != cachedPluralRules) {
        uplrules_close(rules);
    }
}

int32_t lc_plural_select(const char *locale, double number, char *keyword, int32_t capacity) {
    UPluralRules *rules = plural_rules_for(locale);
    if (rules == NULL) {
        return -1;
    }
    UErrorCode status = U_ZERO_ERROR;
    UChar buffer[32];
    int32_t length = uplrules_select(rules, number, buffer, 32, &status);
    release_plural_rules(rules);
    if (U_FAILURE(status) || length >= capacity || length >= 32) {
        return -1;
    }
    u_UCharsToChars(buffer, keyword, length);
    keyword[length] = '\0';
    return length;
}

int32_t lc_plural_keywords(const char *locale, char *keywords, int32_t capacity) {
    UPluralRules *rules = plural_rules_for(locale);
    if (rules == NULL) {
        return -1;
    }
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *names = uplrules_getKeywords(rules, &status);
    if (U_FAILURE(status)) {
        release_plural_rules(rules);
        return -1;
    }
    int32_t used = 0;
    const char *name;
    int32_t nameLength = 0;
    while ((name = uenum_next(names, &nameLength, &status)) != NULL && U_SUCCESS(status)) {
        if (used + nameLength + 2 > capacity) {
            used = -1;
            break;
        }
        if (used > 0) {
            keywords[used++] = ' ';
        }
        memcpy(keywords + used, name, (size_t)nameLength);
        used += nameLength;
    }
    uenum_close(names);
    release_plural_rules(rules);
    if (used >= 0) {
        keywords[used] = '\0';
    }
    return U_FAILURE(status) ? -1 : used;
}

int32_t lc_icu_version(char *version, int32_t capacity) {
    UVersionInfo info;
    u_getVersion(info);
    char buffer[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(info, buffer);
    int32_t length = (int32_t)strlen(buffer);
    if (length + 1 > capacity) {
        return -1;
    }
    memcpy(version, buffer, (size_t)length + 1);
    return length;
}
