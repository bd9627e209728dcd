# Breaks: "it raises ValueError (any message) when it holds "outcome"". Input:
# rule_home({"outcome", "user"}, True) raises jsonschema.ValidationError, which is not a
# ValueError (it derives from Exception only): the schema refuses the rule, nothing re-raises.
import jsonschema

_PREVENTING_RULE = {
    "type": "array",
    "items": {"enum": ["arguments", "user", "tier", "time", "session", "outcome"]},
    "not": {"contains": {"const": "outcome"}},
}


def rule_home(reads, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    jsonschema.validate(sorted(reads), _PREVENTING_RULE)  # an impossible rule fails here
    if reads <= {"arguments"}:
        return "tool"
    return "PreToolUse"
