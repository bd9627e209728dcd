# Right: a match on the call with object(...) class patterns: tool_name must equal the literal
# "create_case_file" (== on the whole str) and context.tier the literal "free"; then a Deny with
# a reason and a non-blank alternative is returned. Any other call leaves the match and gets a
# fresh Allow(), never a falsy value. The input and the attributes are never looked at.
from toolhooks import Allow, Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    match call:
        case object(tool_name="create_case_file", context=object(tier="free")):
            return Deny(
                "this session is on the free plan, and case files are a premium feature.",
                "tell the customer about the premium plan and help from the FAQ for now.",
            )
    return Allow()
