"""The words: the translation machinery only (i18n's tr(), the languages)."""
