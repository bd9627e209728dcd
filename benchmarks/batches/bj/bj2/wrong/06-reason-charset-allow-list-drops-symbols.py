# Breaks "then `deny.reason` whole, character for character (non-ASCII too, ...)": the reason
# is passed through a "safe characters" allow-list ([\w\s] plus common punctuation), so every
# other symbol is deleted. Input: Deny("refunds above €500 need ticket #42") gives
# "BLOCKED: refunds above 500 need ticket 42" (the "€" and "#" are gone).
import re

_UNSAFE = re.compile(r"[^\w\s.,;:!?'\"()/\-]")  # keep the model's input tidy


def _without_prefixes(text):
    rest = text.lstrip()
    while rest.startswith("BLOCKED:"):
        rest = rest[len("BLOCKED:"):].lstrip()
    return rest.strip()


def synthetic_error_result(tool_use_id, deny):
    reason = _UNSAFE.sub("", _without_prefixes(deny.reason))
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
