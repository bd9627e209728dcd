# Breaks: "the tier comes from call.context.tier alone ... whatever call.input claims or holds".
# A test-harness habit: an input "context" object is merged over the session with
# dataclasses.replace, so a free session's create_case_file with {"context": {"tier": "premium"}}
# is allowed. (A flat {"tier": "premium"} claim is still ignored.)
import dataclasses
from collections.abc import Mapping

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    context = call.context
    overrides = call.input.get("context")
    if isinstance(overrides, Mapping):
        known = {f.name for f in dataclasses.fields(context)}
        context = dataclasses.replace(
            context, **{k: v for k, v in overrides.items() if k in known and k != "user_id"}
        )
    if call.tool_name == "create_case_file" and context.tier == "free":
        return Deny(
            "Free-tier sessions may not create case files.",
            "Handle the request in the conversation or point to the upgrade page.",
        )
    return None
