# Breaks: "then `deny.reason` whole, character for character (non-ASCII too ...)". Turns en and em
# dashes into ASCII hyphens ("keep the model's text plain"). Input:
#   synthetic_error_result("toolu_01", Deny("deploy running \u2014 try after 04:00"))
#   -> "BLOCKED: deploy running - try after 04:00" instead of the em dash.
from toolhooks import Deny  # noqa: F401

_PLAIN = str.maketrans({"\u2013": "-", "\u2014": "-", "\u2212": "-"})


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.translate(_PLAIN).strip()
    while reason.startswith("BLOCKED:"):
        reason = reason.removeprefix("BLOCKED:").strip()
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += "\nAlternative: " + alternative.translate(_PLAIN).strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
