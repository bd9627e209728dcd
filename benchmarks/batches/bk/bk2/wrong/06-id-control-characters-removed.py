# Wrong: "tool_use_id (the one given, exactly: whitespace and Unicode form and all ...)". C0 control
# characters other than tab and line breaks are removed from the id "so logs stay clean":
# synthetic_error_result("toolu_\x0001", Deny("free tier"))["tool_use_id"] is "toolu_01", and
# "toolu\x1b[0m" loses its escape. Ordinary ids (letters, digits, _, whitespace) are untouched.
import re

from toolhooks import Deny  # noqa: F401

_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def _without_prefixes(reason):
    reason = reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].lstrip()
    return reason


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if not tool_use_id:
        raise ValueError("empty tool_use_id")
    clean_id = _CONTROL.sub("", tool_use_id)
    content = "BLOCKED: " + _without_prefixes(deny.reason)
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": clean_id, "is_error": True, "content": content}
