package demo.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.material.MaterialTheme
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp
import demo.theme.Theme

/** One color per mode, picked by the mode at run time. */
@Composable
internal fun modal(light: Color, dark: Color): Color = if (isSystemInDarkTheme()) dark else light

/** A banner whose fill and outline follow the system's color mode. */
@Composable
fun Banner(modifier: Modifier = Modifier) {
    val outline = if (!MaterialTheme.colors.isLight) Theme.colors.line else Color(0xFFCCCCCC)
    Box(
        modifier
            .background(modal(Color(0xFFEFF3F8), Color(0xFF243346)))
            .border(1.dp, outline)
            .padding(12.dp),
    )
}
