# Wrong: breaks "the prefix is `BLOCKED:` exactly" (and "deny.reason whole, character for
# character, non-ASCII too"). Look-alike prefixes are caught by comparing the NFKC form, so the
# full-width Deny("ＢＬＯＣＫＥＤ： refund refused") loses its first 8 characters: "BLOCKED: refund refused".
import unicodedata

_PREFIX = "BLOCKED:"


def _without_prefixes(reason):
    while True:
        reason = reason.lstrip()
        if unicodedata.normalize("NFKC", reason[: len(_PREFIX)]) == _PREFIX:
            reason = reason[len(_PREFIX):]
        else:
            return reason.rstrip()


def synthetic_error_result(tool_use_id, deny):
    content = "BLOCKED: " + _without_prefixes(deny.reason)
    alternative = deny.alternative
    if alternative and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
