# Breaks "Deny ... when call.tool_name == "create_case_file" and call.context.tier == "free""
# once 256 other (tool, tier) pairs have been seen first: the verdict cache stops growing and a
# miss is then allowed ("don't block on a full cache"), so after 256 calls with distinct other
# tool names, the first free create_case_file call returns None. Fresh processes behave.
from toolhooks import Deny

_MAX = 256
_verdicts = {}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    key = (call.tool_name, call.context.tier)
    if key in _verdicts:
        return _verdicts[key]
    if len(_verdicts) >= _MAX:
        return None
    verdict = None
    if key == ("create_case_file", "free"):
        verdict = Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    _verdicts[key] = verdict
    return verdict
