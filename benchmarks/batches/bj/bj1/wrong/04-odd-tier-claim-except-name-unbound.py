# Breaks: "whatever call.input claims or holds (... the input's values may be of any JSON
# type ...)". Input: tool "create_case_file", free session, input {"tier": 5} (or None, or a
# list) raises UnboundLocalError: the name bound by `except AttributeError as odd_claim` is
# deleted when that block ends, and the note after it reads it.
from toolhooks import Deny


def free_tier_hook(call):
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    odd_claim = None
    try:
        claimed = call.input.get("tier", "").lower()
    except AttributeError as odd_claim:  # a claimed tier that is not text
        claimed = ""
    note = " (the tier named in the request was ignored)" if claimed or odd_claim is not None else ""
    return Deny(
        "free-tier accounts cannot open case files" + note + ".",
        "offer the premium upgrade page, and answer from the general FAQ meanwhile.",
    )
