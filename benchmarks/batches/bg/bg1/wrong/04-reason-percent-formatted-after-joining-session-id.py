# Breaks: "Deny(...) when ... call.context.tier == "free" ... (the tier comes from call.context.tier
# alone, not from the session's ids or attributes, which may hold the words ...)": any session
# id. The reason is %-formatted after the session id is joined into the template, so a "%" in
# the id breaks it. Input: a free HookContext("u_004", "free", "s_100%") calling
# create_case_file raises TypeError/ValueError instead of returning a Deny.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    reason = ("session " + call.context.session_id + " is on the %s plan, which cannot open "
              "case files.") % call.context.tier
    return Deny(reason, "offer the premium upgrade and answer from the general FAQ meanwhile.")
