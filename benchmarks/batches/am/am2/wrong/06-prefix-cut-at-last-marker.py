# Breaks: "deny.reason whole, character for character ... every leading BLOCKED: goes ...
# at the very start only". One rpartition cut drops every prefix at once, but also everything
# up to a later "BLOCKED:" inside the reason: Deny("BLOCKED: deploy running; retry once the
# BLOCKED: flag clears") gives "BLOCKED: flag clears" instead of "BLOCKED: deploy running; ...".
from toolhooks import Deny  # noqa: F401  (the notebook's type)


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if not isinstance(tool_use_id, str) or not tool_use_id:
        raise ValueError("synthetic_error_result needs the id of the tool_use it answers")
    reason = deny.reason.strip()
    if reason.startswith("BLOCKED:"):
        # one cut removes them all, however many the hook stacked up
        reason = reason.rpartition("BLOCKED:")[2].strip()
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
