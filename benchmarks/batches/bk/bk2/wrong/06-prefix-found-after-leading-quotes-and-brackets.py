# Wrong: the BLOCKED: prefix goes "at the very start only", and otherwise content carries
# "deny.reason whole, character for character". Leading quotes and brackets are skipped while looking
# for the prefix (and dropped with it): Deny('"BLOCKED: quota used up"') gives content
# 'BLOCKED: quota used up"' instead of keeping the quoted reason whole.
from toolhooks import Deny  # noqa: F401

_WRAPPERS = " \t\n\"'([{`"


def _without_prefixes(reason):
    cleaned = reason.strip()
    probe = cleaned.lstrip(_WRAPPERS)  # '"BLOCKED: ..."' and "[BLOCKED: ...]" are prefixed too
    if probe.startswith("BLOCKED:"):
        cleaned = probe
    while cleaned.startswith("BLOCKED:"):
        cleaned = cleaned[len("BLOCKED:"):].lstrip()
    return cleaned


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if not tool_use_id:
        raise ValueError("empty tool_use_id")
    content = "BLOCKED: " + _without_prefixes(deny.reason)
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
