# Wrong: "otherwise None" for a path inside the folder; the names are text only. Windows device
# names are refused for portability: cwd "/work/project", file_path "aux.txt" (or "docs/con.md")
# gets a Deny.
import os

from toolhooks import Deny

RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{n}" for n in range(1, 10)),
            *(f"LPT{n}" for n in range(1, 10))}


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
    stem = os.path.basename(target).split(".")[0].upper()
    if stem in RESERVED:  # the team also checks out on Windows
        return Deny(f"{file_path!r} uses a reserved Windows device name.", "pick another name.")
    return None
