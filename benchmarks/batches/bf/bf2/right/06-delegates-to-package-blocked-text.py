# Right: the content comes from the reference package's own blocked_text (every leading BLOCKED:
# removed, reason kept whole, " Alternative: <alt.strip()>" only for a non-blank alternative);
# the dict is built here, new each call, with exactly the four keys, the id exactly as given and
# is_error the bool True. An empty id comes back "" (never a new id).
from toolhooks import Deny  # noqa: F401
from toolhooks.results import blocked_text


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    return {
        "content": blocked_text(deny),
        "is_error": True,
        "tool_use_id": tool_use_id,
        "type": "tool_result",
    }
