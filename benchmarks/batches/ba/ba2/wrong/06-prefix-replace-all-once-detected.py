# Breaks: "`deny.reason` whole, character for character" / the prefix goes "at the very start only".
# Once the reason starts with the label, str.replace removes every "BLOCKED:" in it:
# Deny("BLOCKED: see the BLOCKED: list in the wiki") gives "BLOCKED: see the  list in the wiki".
from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    reason = deny.reason.strip()
    if reason.startswith("BLOCKED:"):
        reason = reason.replace("BLOCKED:", "").strip()  # handles any number of repeats at once
    parts = ["BLOCKED: " + reason]
    alternative = deny.alternative.strip() if deny.alternative else ""
    if alternative:
        parts.append("Alternative: " + alternative)
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": " ".join(parts)}
