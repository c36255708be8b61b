package demo.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import demo.foundation.ink
import demo.foundation.metrics.Metrics

/** A read-only field drawn with the foundation's metrics and ink. */
@Composable
fun Field(value: String, enabled: Boolean = true) {
    Box(
        Modifier
            .height(Metrics.controlHeight)
            .background(if (enabled) Color(0xFFF4F6F8) else Color(0xFFE4E7EB), RoundedCornerShape(Metrics.controlCorner)),
    ) {
        Text(value, color = ink(strong = false))
    }
}
