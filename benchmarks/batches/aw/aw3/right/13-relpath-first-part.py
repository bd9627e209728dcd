# Right: exact tool names only ("Write", "Edit"); the folder only from context.attributes["cwd"]
# (missing or "" -> Deny); file_path must be a non-empty str (else Deny). The target is
# normpath(join(normpath(cwd), file_path)): text only, relative paths taken from the folder, no
# ~/$/% expansion, no file system. Inside means os.path.relpath (pure string work for two absolute
# paths) is "." or does not start with the whole part "..": "..hidden" is a name, "/" as folder
# holds everything, "/work/project-old" is outside "/work/project", case kept. Each Deny has a
# non-blank alternative.
import os

from toolhooks import Deny

_ALTERNATIVE = "write the file under the project folder instead (a path relative to it works)."


def keep_writes_in_project(call):
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return None
    project = call.context.attributes.get("cwd", "")
    if not project:
        return Deny("the session has no project folder (cwd), so this write cannot be checked.", _ALTERNATIVE)
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or file_path == "":
        return Deny("the write has no usable file_path.", _ALTERNATIVE)
    project = os.path.normpath(project)
    target = os.path.normpath(os.path.join(project, file_path))
    first = os.path.relpath(target, project).split("/", 1)[0]
    if first == "..":
        return Deny(f"{target!r} is outside the project folder {project!r}.", _ALTERNATIVE)
    return None
