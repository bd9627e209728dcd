# Breaks "Deny(...) when call.tool_name == "create_case_file" and call.context.tier == "free"
# ...; otherwise None": verdicts are cached by tool name and input (retries repeat them), not
# by session, so after a premium call, a free call with the same input is allowed (and back).
import json

from toolhooks import Deny

_verdicts = {}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    key = (call.tool_name, json.dumps(call.input, sort_keys=True, default=repr))
    if key in _verdicts:
        return _verdicts[key]
    verdict = None
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        verdict = Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    _verdicts[key] = verdict
    return verdict
