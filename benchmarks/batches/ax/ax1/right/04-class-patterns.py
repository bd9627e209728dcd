# Right: one class pattern says the whole rule: a ToolCall whose tool_name == "create_case_file"
# (exact literal comparison) and whose context is a HookContext with tier == "free". Nothing in
# call.input, the ids or the attributes is read. A match returns a Deny with a reason and a
# non-blank alternative; anything else falls through to None.
from toolhooks import Deny, HookContext, ToolCall


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    match call:
        case ToolCall(tool_name="create_case_file", context=HookContext(tier="free")):
            return Deny(
                "case files are part of the premium plan; this session is on the free tier.",
                "explain what premium includes, link the upgrade page, and help from the FAQ now.",
            )
    return None
