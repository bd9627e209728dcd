# Breaks: "a new plain dict per call" -- it returns a types.MappingProxyType over a fresh
# dict, so that nothing downstream can edit the denial. Input: any call, e.g.
# synthetic_error_result("toolu_01", Deny("free tier")): type(result) is mappingproxy, not
# dict (it prints and indexes like one, json.dumps refuses it).
from types import MappingProxyType

from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].lstrip()
    content = f"BLOCKED: {reason}"
    if deny.alternative and deny.alternative.strip():
        content += f" Alternative: {deny.alternative.strip()}"
    return MappingProxyType(
        {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
    )
