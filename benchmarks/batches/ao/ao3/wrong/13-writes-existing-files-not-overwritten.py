# Wrong: "no file is read" / "otherwise None": this stats the target and refuses a Write over an
# existing file. cwd "/usr", Write file_path "bin/env" (inside; /usr/bin/env exists on Linux)
# gets a Deny.
import os

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
    if not (target == root or target.startswith(root.rstrip("/") + "/")):
        return Deny(f"{file_path!r} is outside the project folder {root!r}.",
                    "write the file inside the project folder instead.")
    if call.tool_name == "Write" and os.path.isfile(target):  # Write replaces the whole file
        return Deny(f"{file_path!r} exists already; Write would overwrite it.",
                    "use Edit to change an existing file.")
    return None
