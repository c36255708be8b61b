package demo.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** The design system's own Icon component (a 24 dp tile). */
@Composable
fun Icon(name: String) {
    Box(Modifier.size(24.dp).background(Color(0xFFEEEEEE)))
}
