# Right: one regex match measures the run of leading BLOCKED: prefixes (with whitespace
# before each) and slices it off; only then is the whitespace after the last prefix dropped,
# while a reason without a prefix keeps its surrounding whitespace (the text allows keeping
# it). "BLOCKED: " is written once; a non-blank alternative (by strip()) follows
# " - instead, " (whitespace before our words); None, "" or blank add nothing. New dict per call.
import re

from toolhooks import Deny  # noqa: F401

_PREFIX_RUN = re.compile(r"(?:\s*BLOCKED:)*")


def synthetic_error_result(tool_use_id, deny):
    if tool_use_id == "":
        raise ValueError("empty tool_use_id: the API never sends one")
    reason = deny.reason
    end = _PREFIX_RUN.match(reason).end()
    if end:
        reason = reason[end:].lstrip()
    content = f"BLOCKED: {reason}"
    alternative = (deny.alternative or "").strip()
    if alternative:
        content = f"{content} - instead, {alternative}"
    result = {}
    result["type"] = "tool_result"
    result["tool_use_id"] = tool_use_id
    result["is_error"] = True
    result["content"] = content
    return result
