# Breaks "that alternative as it is": Markdown characters in the alternative are backslash-escaped
# "so the model does not render them". Input: Deny("free tier", "see refund_policy.md or *FAQ*")
# gives "... Alternative: see refund\_policy.md or \*FAQ\*".
import re

_MARKDOWN = re.compile(r"([\\`*_\[\]#])")


def _without_prefixes(text):
    rest = text.lstrip()
    while rest.startswith("BLOCKED:"):
        rest = rest[len("BLOCKED:"):].lstrip()
    return rest.strip()


def synthetic_error_result(tool_use_id, deny):
    content = "BLOCKED: " + _without_prefixes(deny.reason)
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + _MARKDOWN.sub(r"\\\1", alternative.strip())
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
