# Breaks: "`deny.reason` whole, character for character ... (every leading `BLOCKED:` goes ...,
# at the very start only". After removing the leading labels it also "cleans a label at the end"
# with rstrip(" BLOCKED:"), which strips a SET of characters: Deny("the account is LOCKED")
# gives "BLOCKED: the account is"; Deny("refunds need a manager's OK") loses "OK".
from toolhooks import Deny


def synthetic_error_result(tool_use_id, deny):
    if not tool_use_id:
        raise ValueError("empty tool_use_id")
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason.removeprefix("BLOCKED:").lstrip()
    reason = reason.rstrip(" BLOCKED:")  # a hook that wrote "... BLOCKED:" at the end
    content = f"BLOCKED: {reason}"
    if deny.alternative and deny.alternative.strip():
        content = f"{content} Alternative: {deny.alternative.strip()}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
