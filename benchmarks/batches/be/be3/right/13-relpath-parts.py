# Right: after the tool, cwd and file_path checks (exact names; missing or "" cwd, missing,
# empty or non-str path denied with an alternative), the target is made relative to the
# normalised folder with os.path.relpath (pure text for two absolute paths); it is
# outside exactly when its first part is "..": "..hidden" is a name, and "." is the folder.
import os

from toolhooks import ALLOW, Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return ALLOW
    attributes = call.context.attributes
    if "cwd" not in attributes or attributes["cwd"] == "":
        return Deny("no project folder is known for this session", "open the project in Claude Code first")
    path = call.input["file_path"] if "file_path" in call.input else None
    if not isinstance(path, str) or len(path) == 0:
        return Deny("a write needs a file_path to check", "name the file to write with file_path")
    base = os.path.normpath(attributes["cwd"])
    where = os.path.normpath(os.path.join(base, path))
    first = os.path.relpath(where, base).split(os.sep, 1)[0]
    if first == os.pardir:
        return Deny(f"writing {where} would leave the project", f"write under {base} instead")
    return ALLOW
