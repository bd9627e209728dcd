# Breaks: the alternative follows "as it is (its surrounding whitespace may be stripped)".
# Only the alternative is NFKC-normalised "so the model sees plain characters" (the reason is left alone):
# Deny("no", "Use the ﬁle form, step ①") gets "Use the file form, step 1".
import unicodedata

from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].strip()
    content = "BLOCKED: " + reason
    alternative = (deny.alternative or "").strip()
    if alternative:
        content += " Alternative: " + unicodedata.normalize("NFKC", alternative)
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
