# Wrong: a file_path outside the folder gets a Deny ("$HOME is not expanded": a `$` is a name).
# The reason is a string.Template built with the path inside it: cwd "/work/project", file_path
# "/tmp/$HOME.txt" (outside) raises KeyError('HOME') instead of returning a Deny.
import os
from string import Template

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or not cwd:
        return Deny("this session has no project folder to check writes against.",
                    "ask the user to start Claude Code from the project folder.")
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the call gives no file_path to check.",
                    "retry with file_path set to a path inside the project folder.")
    root = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(root, file_path))
    if target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    # Template, not str.format: braces in a path cannot break it
    reason = Template(f"{file_path!r} is outside the project folder $root.").substitute(root=root)
    return Deny(reason, "write the file inside the project folder instead.")
