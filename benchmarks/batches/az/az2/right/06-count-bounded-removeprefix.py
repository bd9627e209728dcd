# Right: a fresh four-key dict each call, the id as given, is_error True, content "BLOCKED: "
# once + the reason stripped of every leading "BLOCKED:" (any whitespace around each, at the
# start only, exact case: at most reason.count() passes, each only at the front) + an
# alternative only when it is non-blank by str.strip(), after a space (nothing for None/""/blank).
from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason
    for _ in range(reason.count("BLOCKED:")):
        stripped = reason.strip()
        if not stripped.startswith("BLOCKED:"):
            break
        reason = stripped.removeprefix("BLOCKED:")
    text = "BLOCKED: " + reason.strip()
    advice = deny.alternative
    if isinstance(advice, str) and not advice.isspace() and advice != "":
        text = f"{text}\nAlternative: {advice.strip()}"
    return dict(type="tool_result", tool_use_id=tool_use_id, is_error=True, content=text)
