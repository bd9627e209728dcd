# Breaks "It may be called on any thread, not only the main one": to avoid a shared module-level
# buffer, the scratch list lives in a threading.local, but its attribute is set only at import,
# on the main thread. Input: synthetic_error_result("toolu_01", Deny("free tier")) called from a
# threading.Thread raises AttributeError ('_thread._local' object has no attribute 'parts').
import threading

_scratch = threading.local()
_scratch.parts = []


def _without_prefixes(text):
    rest = text.lstrip()
    while rest.startswith("BLOCKED:"):
        rest = rest[len("BLOCKED:"):].lstrip()
    return rest.strip()


def synthetic_error_result(tool_use_id, deny):
    parts = _scratch.parts
    parts.clear()
    parts.append("BLOCKED: " + _without_prefixes(deny.reason))
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        parts.append("Alternative: " + alternative.strip())
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True,
            "content": " ".join(parts)}
