# Right: reuses the package's own without_blocked_prefix (anchored ^(?:\s*BLOCKED:\s*)+, then
# strip), so every leading prefix goes and a lower-case or spaced label stays; builds a new dict()
# per call with the id as given and is_error True. The alternative is appended only when
# str.strip() leaves text, after " - " and our label, so None/""/blank leave the reason last.
from toolhooks import Deny  # noqa: F401
from toolhooks.decisions import without_blocked_prefix


def synthetic_error_result(tool_use_id, deny):
    text = "BLOCKED: " + without_blocked_prefix(deny.reason)
    advice = (deny.alternative or "").strip()
    if advice:
        text = f"{text} - try this instead: {advice}"
    return dict(type="tool_result", tool_use_id=tool_use_id, is_error=True, content=text)
