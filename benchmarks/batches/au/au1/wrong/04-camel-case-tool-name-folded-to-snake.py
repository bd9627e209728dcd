# Breaks "The tool name is compared exactly: ... `Create_Case_File` ... is another tool"
# (Returns, Exercise 4): camelCase names are folded to snake_case first, so a free session
# calling "createCaseFile" (or "CreateCaseFile") is denied instead of allowed;
# "Create_Case_File" folds to "create__case__file" and is allowed, as are the exact names.
import re

from toolhooks import Deny

_HUMP = re.compile(r"(?<!^)(?=[A-Z])")


def _snake(name):
    return _HUMP.sub("_", name).lower()


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if _snake(call.tool_name) == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and offer the upgrade page.",
        )
    return None
