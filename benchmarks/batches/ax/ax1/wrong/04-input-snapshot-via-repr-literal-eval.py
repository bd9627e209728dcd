# Breaks "Deny(...) ... whatever call.input claims or holds (any JSON type ..., a NaN or
# infinity too)": the denial copies the input with ast.literal_eval(repr(...)), which cannot read
# nested FrozenDict(...) or nan/inf. A free session's create_case_file with {"meta": {"a": 1}}
# or {"amount": float("nan")} raises ValueError; {"summary": "x", "evidence": ["e"]} is denied.
import ast

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        prepared = ast.literal_eval(repr(dict(call.input)))  # plain, mutable copy
        return Deny(
            f"free-tier accounts cannot open case files ({len(prepared)} fields were prepared).",
            "offer the premium upgrade page and answer from the general FAQ meanwhile.",
        )
    return None
