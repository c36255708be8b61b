package demo.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.LocalAbsoluteTonalElevation
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** A panel tinted once it sits above the page: Material's tonal elevation, 0 dp where nothing provides it. */
@Composable
fun Panel(elevation: Dp = 2.dp, content: @Composable () -> Unit = {}) {
    val absolute = LocalAbsoluteTonalElevation.current + elevation
    val fill = if (absolute == 0.dp) Color(0xFFFFFFFF) else Color(0xFFF2F4F7)
    CompositionLocalProvider(LocalAbsoluteTonalElevation provides absolute) {
        Box(Modifier.background(fill).padding(16.dp)) { content() }
    }
}
