# Breaks: "Returns: `Deny(reason, alternative)` ... for a `Write` or `Edit` whose `file_path` is missing"
# (ex. 13). Every refusal is worded from one string.Template filled from the call's input, which needs
# $file_path: Write {"content": "x"} (no file_path key) raises KeyError('file_path') instead of returning
# a Deny. A present file_path of any type is denied or allowed right.
import os
from string import Template

from toolhooks import Deny

_REASON = Template("writing $file_path is not allowed: $why")
_ALTERNATIVE = "write the file inside the project folder, with a path relative to it"


def _deny(call, why):
    return Deny(_REASON.substitute(call.input, why=why), _ALTERNATIVE)


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or not cwd:
        return _deny(call, "this session has no project folder to check it against")
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return _deny(call, "the path is missing or not text")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, file_path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return _deny(call, f"{target} is outside the project folder {folder}")
